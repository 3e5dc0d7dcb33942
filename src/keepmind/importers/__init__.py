"""Importers: other agents' histories into the session archive, incrementally.

    from keepmind.importers import claude_code
    report = claude_code.import_transcript(archive, Path("~/.claude/projects/p/s.jsonl"))

One module per source format (``claude_code``, ``codex``, ``chatgpt``, ``hermes``); each
maps its source's sessions and messages onto the archive keeping ids, times, roles,
tool calls and results, titles, the working directory (``SessionInfo.project``) and
lineage, and returns an ``ImportReport``. Bad records are reported in the report,
never raised.

Incrementality (a second import writes only what is new, and nothing twice): every
imported message carries a ``source_key`` naming it in its source (an entry's uuid, a
node id, a row id, or for records without ids a hash of the record and its occurrence),
stored in the archive's ``message_sources`` table, unique per session and checked inside
the writing transaction. JSONL sources also keep a per-file cursor (``_source``): the
offset read to and a digest of the bytes before it, trusted only while the file still
starts with them, so an unchanged or appended file is cheap and a rewritten one is read
again in full without duplicating anything.
"""
