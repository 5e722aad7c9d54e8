// CYaml: libyaml's C API for HeraldYAML; a missing libyaml fails with how to install it.
#if __has_include(<yaml.h>)
#include <yaml.h>
#else
#error "libyaml is missing: install it with 'sudo apt-get install libyaml-dev pkg-config' \
(Debian, Ubuntu) or 'brew install libyaml pkg-config' (macOS), then build again"
#endif
