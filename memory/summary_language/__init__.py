"""The summariser's language resources, shared by the modules of memory.compaction: its words
per language (lexicon) and its sentence and clause handling (text). A package of their own, so
the summariser's modules import these without importing the package they belong to."""
