# The commands of the README, and what they need.
#
#   make example   generate the TaskList example's code (Examples/TaskList/Generated),
#                  as seguegen.yml says
#   make test      build everything and run every test, the benchmark suite's own
#                  included (its workloads, and the whole suite on a tiny app); the
#                  last line says what passed
#   make bench     run the benchmark suite (release) and update docs/Performance.md
#
# Each first makes sure libyaml is installed (apt-get on Debian/Ubuntu, brew on macOS).

.PHONY: example test bench deps

example: deps
	swift run seguegen

test: deps
	@Scripts/test

bench: deps
	Benchmarks/run --write docs/Performance.md

deps:
	@./Scripts/install-dependencies
