"""The site build, one module per reason to change; ptref/mkdocs_hooks.py only routes MkDocs events here.

- common: repository root, the words the site adds, page errors
- snippet_blocks: ``@snippet`` lines as code, outputs and plots; the verification stamp
- directives: every ``@...`` line of a page (snippets, API index, glossary, counts, translation status)
- math: TeX rendered at build time with KaTeX
- search: lighter search input, one index per language
- nav: section titles and order per language
- notebooks: notebook pages and their headings
- generated: counts, glossary table, "Used in tutorials"
- chinese: line joining in Chinese paragraphs
"""
