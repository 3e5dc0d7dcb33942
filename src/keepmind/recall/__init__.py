"""session_search (SPEC section 6): shapes, windows, and summarising via a Summarizer protocol."""
