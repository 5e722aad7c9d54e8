/*
 * bench-rawscan: the performance floor for `scripts/bench`.
 *
 * Reads one YAML file wholly into memory, then pulls every libyaml event
 * (yaml_parser_parse / yaml_event_delete) until the end of the stream, doing
 * nothing else. Herald's `validate` has to do at least this much work, so its
 * time is reported as a multiple of this one.
 *
 * Build: cc -O2 scripts/bench-rawscan.c -o rawscan -lyaml
 * Run:   rawscan FILE.yml [-c]     (-c prints the number of events)
 * Exit:  0 on success, 1 on a YAML parse error, 2 on a usage or I/O error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        perror(path);
        return NULL;
    }
    size_t capacity = 1 << 16, used = 0;
    unsigned char *buffer = malloc(capacity);
    while (buffer != NULL) {
        if (used == capacity) {
            unsigned char *grown = realloc(buffer, capacity *= 2);
            if (grown == NULL) {
                free(buffer);
                buffer = NULL;
                break;
            }
            buffer = grown;
        }
        size_t n = fread(buffer + used, 1, capacity - used, file);
        used += n;
        if (n == 0) {
            if (ferror(file)) {
                perror(path);
                free(buffer);
                buffer = NULL;
            }
            break;
        }
    }
    if (buffer == NULL && !ferror(file)) fprintf(stderr, "%s: out of memory\n", path);
    fclose(file);
    *length = used;
    return buffer;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3 || (argc == 3 && strcmp(argv[2], "-c") != 0)) {
        fprintf(stderr, "usage: %s FILE.yml [-c]\n", argv[0]);
        return 2;
    }
    size_t length = 0;
    unsigned char *input = read_file(argv[1], &length);
    if (input == NULL) return 2;

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "%s: cannot initialize libyaml\n", argv[1]);
        return 2;
    }
    yaml_parser_set_input_string(&parser, input, length);

    unsigned long events = 0;
    int status = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", argv[1],
                    (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "YAML parse error");
            status = 1;
            break;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(input);
    if (status == 0 && argc == 3) printf("%lu events\n", events);
    return status;
}
