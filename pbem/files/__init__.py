"""Reading and writing pbem's files: strict YAML, schemas, order, position and game files."""
