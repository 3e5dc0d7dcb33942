"""session_search (design §6): shapes, windows, and summarising via a Summarizer protocol."""
