// The YAML floor of the benchmark suite: what reading a spec costs at the very
// least with libyaml. Reads the file, runs libyaml's event loop over it (every
// event parsed, then freed; no tree, no strings kept) and prints the number of
// events. Exit status 0, or 1 for a YAML error, 2 for an unreadable file.
//
//     yaml-floor spec.yaml

#include <yaml.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-floor <file.yaml>\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (file == NULL) {
        perror(argv[1]);
        return 2;
    }
    size_t capacity = 1 << 16, length = 0;
    unsigned char *bytes = malloc(capacity);
    size_t read;
    while (bytes != NULL && (read = fread(bytes + length, 1, capacity - length, file)) > 0) {
        length += read;
        if (length == capacity) {
            capacity *= 2;
            bytes = realloc(bytes, capacity);
        }
    }
    fclose(file);
    if (bytes == NULL) {
        fprintf(stderr, "yaml-floor: out of memory\n");
        return 2;
    }

    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    int done = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, bytes, length);
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "yaml-floor: %s at line %zu\n", parser.problem ? parser.problem : "error",
                    parser.problem_mark.line + 1);
            return 1;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    printf("%ld\n", events);
    return 0;
}
