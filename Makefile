# The commands of the README, and what they need.
#
#   make example   generate the TaskList example's code (Examples/TaskList/Generated),
#                  as seguegen.yml says
#   make test      build everything and run every test, the benchmark suite's own
#                  included (its workloads, and the whole suite on a tiny app); the
#                  last line says what passed
#   make test-fast the fast tier: unit tests and golden files, no swiftc run and no
#                  package build; skips the slow tier's test targets CompileTests
#                  (generated code compiled and run), StandInTests and PluginTests
#   make bench     run the benchmark suite (release) and update docs/Performance.md
#
# Each first makes sure libyaml is installed (apt-get on Debian/Ubuntu, brew on macOS).

.PHONY: example test test-fast bench deps

example: deps
	swift run seguegen

test: deps
	@Scripts/test

test-fast: deps
	swift test --skip '^(CompileTests|StandInTests|PluginTests)\.'

bench: deps
	Benchmarks/run --write docs/Performance.md

deps:
	@./Scripts/install-dependencies
