"""Second opinions for the threat scanner that ship with keepmind (``security.classifier``).

Each module here builds a :class:`keepmind.security.Classifier` from a small head file it
ships beside it, trained by a program of ``benchmarks/`` on the scanner corpus's tune split
only. They are not pure (they read their head file and may load a model), which is why they
live outside ``keepmind.security``; nothing imports them but ``load_classifier``, by name,
when config.yaml asks for one. Off by default.
"""
