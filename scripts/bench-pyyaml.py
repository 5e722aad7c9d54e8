#!/usr/bin/env python3
"""PyYAML column of scripts/bench: load one YAML file with yaml.CSafeLoader (the libyaml binding).

Usage:
    PYTHON scripts/bench-pyyaml.py FILE.yml

PYTHON is an interpreter that has PyYAML with its libyaml binding (scripts/bench picks it). Builds
the whole Python object tree, as a YAML loader in another language would, and prints nothing.
Exit: 0 on success, 1 on a YAML error, 2 on a usage error or when PyYAML has no libyaml binding
(never falls back to the pure-Python loader, which is many times slower).
"""

import sys

import yaml


def main(argv):
    if len(argv) != 2:
        print("usage: bench-pyyaml.py FILE.yml", file=sys.stderr)
        return 2
    if not getattr(yaml, "__with_libyaml__", False):
        print("bench-pyyaml: this PyYAML has no libyaml binding (no yaml.CSafeLoader)", file=sys.stderr)
        return 2
    try:
        with open(argv[1], "rb") as file:
            yaml.load(file, Loader=yaml.CSafeLoader)
    except yaml.YAMLError as error:
        print(f"bench-pyyaml: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
