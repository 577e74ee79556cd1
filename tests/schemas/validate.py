#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates Hexwright YAML files against the JSON Schemas in resources/schemas/.

    validate.py SCHEMA_DIR FILE...

Each file's schema is chosen by its `format:` line (hexwright-scenario/2 ->
hexwright-scenario.schema.json, and so on). Prints one JSON object on standard output:
{"<file>": ["problem", ...], ...}, an empty list for a valid file. Exit status 0 when every
file is valid, 1 when one is not, 3 when python3-jsonschema or python3-yaml is missing.

YAML is read as the YAML 1.2 core schema reads it, as Hexwright and the YAML language server
do: only true and false are booleans (yes, no, on and off are text), and no dates.
"""
import json
import os
import re
import sys
import warnings

try:
    import jsonschema
    import yaml
except ImportError as error:
    print("python3-jsonschema and python3-yaml are needed to check files against the schemas "
          "(apt-get install python3-jsonschema python3-yaml): %s" % error, file=sys.stderr)
    sys.exit(3)


class CoreLoader(yaml.SafeLoader):
    """A safe loader with the YAML 1.2 core schema's booleans, numbers and nulls."""


CoreLoader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
     r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", "-+.0123456789"),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]:
    CoreLoader.add_implicit_resolver(tag, re.compile(pattern), list(first))


def construct_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


CoreLoader.add_constructor("tag:yaml.org,2002:int", construct_int)


def as_json(value):
    """Mapping keys as text, as YAML files write them (a CRT's rows are keyed 2 to 12)."""
    if isinstance(value, dict):
        return {str(k).lower() if isinstance(k, bool) else str(k): as_json(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [as_json(v) for v in value]
    return value


SCHEMAS = {
    "hexwright-scenario/2": "hexwright-scenario.schema.json",
    "hexwright-ruleset/2": "hexwright-ruleset.schema.json",
    "hexwright-panels/1": "hexwright-panels.schema.json",
    "hexwright-table/1": "hexwright-table.schema.json",
}


def load_schemas(folder):
    store = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".schema.json"):
            path = os.path.abspath(os.path.join(folder, name))
            with open(path, encoding="utf-8") as f:
                schema = json.load(f)
            jsonschema.Draft202012Validator.check_schema(schema)
            store["file://" + path] = schema
    return store


def validator_for(store, uri):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        resolver = jsonschema.RefResolver(uri, store[uri], store=store)
        return jsonschema.Draft202012Validator(store[uri], resolver=resolver)


def where(error):
    return "/".join(str(p) for p in error.absolute_path) or "(top)"


def problems(path, folder, store):
    with open(path, encoding="utf-8") as f:
        data = as_json(yaml.load(f, Loader=CoreLoader))
    fmt = data.get("format") if isinstance(data, dict) else None
    if fmt not in SCHEMAS:
        return ["no schema for format %r" % (fmt,)]
    uri = "file://" + os.path.abspath(os.path.join(folder, SCHEMAS[fmt]))
    validator = validator_for(store, uri)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    out = []
    for error in errors:
        # The innermost reasons of a failed oneOf/anyOf/if-then say most.
        leaves = [e for e in error.context if not e.context] if error.context else []
        detail = "; ".join(sorted({"%s: %s" % (where(e), e.message) for e in leaves})[:3])
        out.append("%s: %s%s" % (where(error), error.message[:300],
                                 " (" + detail + ")" if detail else ""))
    return out


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    folder = argv[1]
    store = load_schemas(folder)
    results = {}
    for path in argv[2:]:
        try:
            results[path] = problems(path, folder, store)
        except (OSError, yaml.YAMLError) as error:
            results[path] = ["cannot read: %s" % error]
    json.dump(results, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")
    return 0 if all(not p for p in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
