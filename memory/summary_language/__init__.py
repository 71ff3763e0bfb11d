"""The summariser's language resources, shared by the modules of memory.summariser: its words
per language (lexicon), its sentence and clause handling (text), and its typed slot extractors
(slots, and subjects, which keys a slot by what it is said of). A package of their own, so the
summariser's modules import these without importing the package they belong to."""
