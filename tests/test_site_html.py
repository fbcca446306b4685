"""Rewrites the build hook applies to rendered pages: Chinese spacing and the pruned notebook stylesheet."""

from __future__ import annotations

from ptref.site.chinese import tidy_html
from ptref.site.notebooks import externalise_styles, prune_css


def test_chinese_gaps_are_removed_outside_code() -> None:
    assert (
        tidy_html("<p><strong>常见误解。</strong> 正文继续\n下一行。</p>")
        == "<p><strong>常见误解。</strong>正文继续下一行。</p>"
    )
    assert tidy_html("<p>第一句。 第二句，\n第三句</p>") == "<p>第一句。第二句，第三句</p>"
    assert tidy_html('<p>见 <a href="x">原地操作</a> 一节</p>') == '<p>见<a href="x">原地操作</a>一节</p>'
    # spaces between Chinese and Latin text or code stay; code and preformatted text are never touched
    assert tidy_html('<p>见 <a href="x">DDP 示例</a> 和 <code>x。 y</code> 的值</p>') == (
        '<p>见 <a href="x">DDP 示例</a>和 <code>x。 y</code> 的值</p>'
    )
    assert tidy_html("<pre>中文。 中文\n中文</pre>") == "<pre>中文。 中文\n中文</pre>"
    assert tidy_html("<ul>\n<li>一</li>\n<li>二</li>\n</ul>") == "<ul>\n<li>一</li>\n<li>二</li>\n</ul>"


def test_notebook_css_keeps_only_rules_and_variables_in_use() -> None:
    css = (
        ".jupyter-wrapper{--used:1px;--unused:2px;--chain:var(--used)}"
        ".jp-A{margin:var(--chain)}.jp-B{color:red}.jp-A:not(.jp-B) .jp-C{padding:0}"
        "@media (max-width:10px){.jp-A{margin:0}.jp-B{margin:0}}@keyframes spin{to{opacity:1}}"
    )
    out = prune_css(css, {"jupyter-wrapper", "jp-A", "jp-C"})
    assert ".jp-A{margin:var(--chain)}" in out and ".jp-A:not(.jp-B) .jp-C{padding:0}" in out
    assert "--used:1px" in out and "--chain:var(--used)" in out
    assert "--unused" not in out and ".jp-B{" not in out
    assert "@media (max-width:10px){.jp-A{margin:0}}" in out and "@keyframes spin" in out


def test_notebook_styles_become_one_relative_link() -> None:
    html_text = '<style>.jp-A{margin:0}.jp-Z{margin:1px}</style>\n<div class="jp-A">x</div>'
    out = externalise_styles(html_text, "zh/tutorials/views/")
    assert "<style" not in out and out.startswith('<link rel="stylesheet" href="../../../assets/stylesheets/notebook-')


def test_space_between_punctuation_markup_and_a_link_is_removed() -> None:
    html_text = '<p><strong>常见误解：反过来。</strong> <a href="#x">上面的结果</a>恰恰相反</p>'
    assert tidy_html(html_text) == '<p><strong>常见误解：反过来。</strong><a href="#x">上面的结果</a>恰恰相反</p>'


def test_space_around_chinese_emphasis_is_removed() -> None:
    assert tidy_html("<p>弄反。<em>形状规则</em> 下的运行</p>") == "<p>弄反。<em>形状规则</em>下的运行</p>"
    assert tidy_html("<p>见 <strong>形状</strong> 一节</p>") == "<p>见<strong>形状</strong>一节</p>"
