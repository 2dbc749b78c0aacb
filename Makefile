# The two commands of the README, and what they need.
#
#   make example   generate the TaskList example's code (Examples/TaskList/Generated),
#                  as seguegen.yml says
#   make test      build everything and run every test
#
# Both first make sure libyaml is installed (apt-get on Debian/Ubuntu, brew on macOS).

.PHONY: example test deps

example: deps
	swift run seguegen

test: deps
	swift test

deps:
	@./Scripts/install-dependencies
