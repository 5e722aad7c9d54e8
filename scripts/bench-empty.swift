// An empty Swift program: the start-up floor of scripts/bench (built with swiftc -O, and -static-stdlib).
