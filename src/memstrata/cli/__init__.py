"""The memstrata command line: one module per noun, wired in cli.main."""
