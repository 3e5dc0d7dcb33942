"""The keepmind command line: one module per noun, wired in cli.main."""
