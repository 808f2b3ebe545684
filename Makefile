# Thin wrapper over CMake: the README's first two commands.
#   make run    install what is missing, build, diagnose the bundled example
#   make check  install what is missing, build, run every test (normal + ASan/UBSan)
BUILD      ?= build
ASAN_BUILD ?= build-asan
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)
EXAMPLE    ?= fixtures/seed

.PHONY: all deps test-deps build build-asan run check test test-asan test-valgrind bless bench clean

all: build

deps:
	@sh .ci/deps.sh build

test-deps:
	@sh .ci/deps.sh test

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo

build: deps $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

$(ASAN_BUILD)/CMakeCache.txt:
	CC=clang cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DPROVDOC_SANITIZE=address,undefined

build-asan: test-deps $(ASAN_BUILD)/CMakeCache.txt
	cmake --build $(ASAN_BUILD) -j $(JOBS)

# provdoc exits 1 when it finds a blocking cause: that is the expected result here.
run: build
	@./$(BUILD)/provdoc diagnose --replay $(EXAMPLE); st=$$?; \
	if [ $$st -gt 1 ]; then exit $$st; fi; \
	echo "(provdoc exited $$st: 0 placeable, 1 a blocking cause was found)"

test: test-deps build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

test-asan: build-asan
	cd $(ASAN_BUILD) && ctest --output-on-failure -j $(JOBS)

test-valgrind: test-deps build
	sh .ci/valgrind-unit.sh $(BUILD)

check: test test-asan test-valgrind

bless: build
	cmake --build $(BUILD) --target bless

bench: build
	sh bench/run.sh

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
