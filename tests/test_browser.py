"""Drive the built site in headless Chromium (Debian's package, through Playwright's Python API).

Search in both languages, switch language on a reference page, check that math rendered and that
no request left the host.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

from conftest import ROOT

pytestmark = [pytest.mark.browser, pytest.mark.slow]

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
EINSUM = "/reference/einsum-and-contractions/torch.einsum/"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    from ptref import environment

    chosen = environment.browser()
    exe = chosen.get("path")
    assert exe, f"no browser for the tests: run ./dev setup (it runs: {chosen.get('install')})"
    print(f"\nbrowser: {exe} ({chosen['source']})")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=exe, args=FLAGS)
        yield b
        b.close()


@pytest.fixture()
def page(browser: Any, site_url: str) -> Iterator[Any]:
    context = browser.new_context()
    pg = context.new_page()
    requests: list[str] = []
    pg.on("request", lambda r: requests.append(r.url))
    pg.requests = requests  # type: ignore[attr-defined]
    yield pg
    foreign = [u for u in requests if urlparse(u).hostname not in ("127.0.0.1", None) and not u.startswith("data:")]
    context.close()
    assert not foreign, f"requests left the host: {foreign[:10]}"


def search(pg: Any, query: str) -> list[str]:
    box = pg.locator("input.md-search__input")
    box.click()
    box.fill(query)
    box.press("End")  # fill() fires no keyup; Material searches on keyup
    pg.wait_for_selector(".md-search-result__item", timeout=15000)
    return [str(h) for h in pg.eval_on_selector_all(".md-search-result__item a", "els => els.map(e => e.href)")]


def test_math_renders_and_nothing_leaves_the_host(page: Any, site_url: str) -> None:
    page.goto(site_url + EINSUM)
    page.wait_for_selector(".katex", timeout=15000)
    assert page.locator(".katex").count() > 0
    assert page.locator(".arithmatex .katex-error").count() == 0
    assert (
        page.locator("button.md-clipboard, .md-code__button").count() > 0
        or page.locator("[data-clipboard-target]").count() > 0
    )


def test_english_search_returns_english_pages(page: Any, site_url: str) -> None:
    page.goto(site_url + "/")
    hits = search(page, "einsum")
    assert hits, "no results for einsum"
    assert any(EINSUM in h for h in hits)
    assert not [h for h in hits if "/zh/" in h], hits


@pytest.mark.parametrize("query,expected", [("爱因斯坦求和", "/zh" + EINSUM), ("广播", "/zh/guides/broadcasting/")])
def test_chinese_search_finds_chinese_pages(page: Any, site_url: str, query: str, expected: str) -> None:
    page.goto(site_url + "/zh/")
    hits = search(page, query)
    assert any(expected in h for h in hits), hits
    assert all("/zh/" in h for h in hits), hits


def test_language_switch_lands_on_the_same_page(page: Any, site_url: str) -> None:
    page.goto(site_url + EINSUM)
    page.locator(".md-header__option .md-select").first.hover()
    page.locator("a.md-select__link[hreflang='zh']").first.click()
    page.wait_for_load_state()
    assert page.url.endswith("/zh" + EINSUM), page.url
    page.locator(".md-header__option .md-select").first.hover()
    page.locator("a.md-select__link[hreflang='en']").first.click()
    page.wait_for_load_state()
    assert page.url == site_url + EINSUM


def test_dark_mode_toggle(page: Any, site_url: str) -> None:
    page.goto(site_url + EINSUM)
    before = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
    page.locator("form[data-md-component='palette'] label:visible").first.click()
    after = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
    assert before != after


def _first_load(browser: Any, url: str) -> tuple[int, int, dict[str, int]]:
    """Bytes transferred (gzip) by a first visit: the page and what it loads, and the search index and worker."""
    context = browser.new_context()
    pg = context.new_page()
    sizes: dict[str, int] = {}

    def done(request: Any) -> None:
        s = request.sizes()
        sizes[request.url] = s["responseBodySize"] + s["responseHeadersSize"]

    pg.on("requestfinished", done)
    pg.goto(url, wait_until="networkidle")
    context.close()
    search = sum(v for k, v in sizes.items() if "search_index" in k or "/workers/" in k)
    page = sum(v for k, v in sizes.items() if "search_index" not in k and "/workers/" not in k)
    return page, search, sizes


@pytest.mark.parametrize("path", [EINSUM, "/zh" + EINSUM])
def test_reference_page_first_load_weight(browser: Any, site_url: str, path: str) -> None:
    """First load of a reference page, transferred with gzip, search index counted separately: under 300 KB."""
    page, search, sizes = _first_load(browser, site_url + path)
    print(f"\n{path}: {page / 1024:.0f} KB in {len(sizes)} requests (search index and worker: {search / 1024:.0f} KB)")
    assert page < 300 * 1024, sorted(sizes.items(), key=lambda kv: -kv[1])[:10]


TUTORIALS = sorted(p.stem for p in (ROOT / "docs/en/tutorials").glob("*.ipynb"))


@pytest.mark.parametrize("path", [f"{lang}/tutorials/{name}/" for name in TUTORIALS for lang in ("", "/zh")])
def test_tutorial_first_load_weight(browser: Any, site_url: str, path: str) -> None:
    """A tutorial is as light as a reference page: under 150 KB transferred on first load (search excluded).
    nbconvert's 590 KB stylesheet is pruned to the rules the page uses and served as a cached file."""
    page, search, sizes = _first_load(browser, site_url + path)
    print(f"\n{path}: {page / 1024:.0f} KB in {len(sizes)} requests")
    assert page < 150 * 1024, sorted(sizes.items(), key=lambda kv: -kv[1])[:10]


@pytest.mark.parametrize("path", [EINSUM, "/zh" + EINSUM, "/zh/tutorials/tensor-views/"])
def test_no_serious_accessibility_violations(page: Any, site_url: str, path: str) -> None:
    """axe-core (from npm, injected from node_modules): no serious or critical violations."""
    from conftest import ROOT

    axe = ROOT / "node_modules/axe-core/axe.min.js"
    assert axe.is_file(), "run ./dev setup (npm ci installs axe-core)"
    page.goto(site_url + path)
    page.add_script_tag(path=str(axe))
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    bad = [
        f"{v['id']} ({v['impact']}): {v['help']} e.g. {v['nodes'][0]['html'][:120]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert not bad, "\n".join(bad)


LAYOUT_JS = """(mode) => {
  const vw = document.documentElement.clientWidth;
  const inScroller = (el) => {
    for (let e = el.parentElement; e; e = e.parentElement) {
      const o = getComputedStyle(e).overflowX;
      if (o === "auto" || o === "scroll" || o === "hidden") return true;
    }
    return false;
  };
  const name = (el) => el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ")[0] : "");
  const out = [];
  if (document.documentElement.scrollWidth > vw + 1) {
    out.push(`page is ${document.documentElement.scrollWidth}px wide in a ${vw}px viewport`);
    for (const el of document.querySelectorAll(".md-main *")) {
      const r = el.getBoundingClientRect();
      if (r.width && r.right > vw + 1 && !inScroller(el)) { out.push(`${name(el)} reaches ${Math.round(r.right)}px`); break; }
    }
  }
  const toc = document.querySelector(".md-sidebar--secondary");
  if (mode === "desktop" && toc && toc.offsetParent) {
    const left = toc.getBoundingClientRect().left;
    for (const el of document.querySelectorAll(".md-content article *")) {
      const r = el.getBoundingClientRect();
      if (r.width && r.right > left + 1 && !inScroller(el)) {
        out.push(`${name(el)} is drawn over the table of contents (right ${Math.round(r.right)}px > ${Math.round(left)}px)`);
        break;
      }
    }
  }
  return out;
}"""


def test_no_page_is_wider_than_a_phone_or_drawn_over_the_toc(browser: Any, site_url: str, built_site: Path) -> None:
    """Every built page at 390 px (phone) and 1280 px (desktop): nothing wider than the viewport, nothing
    drawn over the table of contents. Math, tables and code scroll inside their own boxes."""
    rels = sorted(p.relative_to(built_site).parent.as_posix() for p in built_site.rglob("index.html"))
    pg = browser.new_page(viewport={"width": 390, "height": 844})
    problems = []
    for rel in rels:
        url = f"{site_url}/{'' if rel == '.' else rel + '/'}"
        pg.set_viewport_size({"width": 390, "height": 844})
        pg.goto(url, wait_until="load")
        problems += [f"{rel or '/'} at 390 px: {p}" for p in pg.evaluate(LAYOUT_JS, "phone")]
        pg.set_viewport_size({"width": 1280, "height": 800})
        problems += [f"{rel or '/'} at 1280 px: {p}" for p in pg.evaluate(LAYOUT_JS, "desktop")]
    pg.close()
    print(f"\nlayout: {len(rels)} pages measured at 390 px and 1280 px, {len(problems)} problems")
    assert len(rels) > 300
    assert not problems, "\n".join(problems[:40])


SEARCH_FLOOR = {"en": 0.93, "zh": 0.95}  # goal 0.95; measured 94% en, 97% zh with 1,438 APIs. Only raise it
RESULTS_JS = "() => Array.from(document.querySelectorAll('.md-search-result__item > a')).map(e => e.href).join(' ')"


def _top_pages(pg: Any, query: str, n: int = 3) -> list[str]:
    """The first n distinct pages the site's search lists for a query (section hits count for their page).
    The page stays open (the index loads once); a new query counts once the result list has changed."""
    before = pg.evaluate(RESULTS_JS)
    box = pg.locator("input.md-search__input")
    box.fill(query)
    box.press("End")  # fill() fires no keyup; Material searches on keyup
    try:
        pg.wait_for_function(f"() => ({RESULTS_JS})() !== {before!r}", timeout=3000)
    except Exception:  # noqa: BLE001 - the same results as the previous query, or none
        pass
    pages_: list[str] = []
    for h in pg.evaluate(RESULTS_JS).split():
        path = urlparse(h).path
        if path not in pages_:
            pages_.append(path)
    return pages_[:n]


def test_search_finds_the_right_page_in_both_languages(browser: Any, site_url: str) -> None:
    """Realistic queries (names, everyday phrases, multi-word, synonyms) from data/search-queries.yaml: the
    expected page is among the first three results. The goal is 95% in each language; FLOOR is what the site
    reaches (94% en, 97% zh once the W2 and W3 pages arrived; 96% and 99% before them): it may only go up, and
    the run prints every miss."""
    import yaml

    from conftest import ROOT

    data = yaml.safe_load((ROOT / "data/search-queries.yaml").read_text("utf-8"))
    pg = browser.new_page()
    report = []
    for lang, home in (("en", "/"), ("zh", "/zh/")):
        queries = data[lang]
        assert len(queries) >= 60, f"{lang}: only {len(queries)} queries"
        misses = []
        pg.goto(site_url + home)
        pg.locator("input.md-search__input").click()
        # the index loads on first use: wait for it once, so that the first query measures ranking, not loading
        pg.locator("input.md-search__input").fill("tensor")
        pg.locator("input.md-search__input").press("End")
        pg.wait_for_function(f"() => ({RESULTS_JS})() !== ''", timeout=60000)
        for item in queries:
            want = "/" + ("zh/" if lang == "zh" else "") + item["page"].lstrip("/")
            got = _top_pages(pg, item["q"])
            if want not in got:
                misses.append(f"{item['q']!r}: wanted {want}, got {got}")
        rate = 1 - len(misses) / len(queries)
        report.append((lang, len(queries), rate, misses))
    pg.close()
    for lang, n, rate, misses in report:
        print(f"\nsearch {lang}: {n} queries, {rate:.0%} with the expected page in the top 3")
        for m in misses:
            print(f"  miss: {m}")
    assert all(rate >= SEARCH_FLOOR[lang] for lang, _, rate, _ in report), [
        (lang, f"{rate:.0%} < {SEARCH_FLOOR[lang]:.0%}", m) for lang, _, rate, m in report
    ]
