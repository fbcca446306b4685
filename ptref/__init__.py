"""Tooling for the Bilingual PyTorch Reference: snippet runner, page checks, i18n."""
