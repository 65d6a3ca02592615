/// The style sheet of the HTML pages (Docs/HTMLReport.md "Look"): system
/// fonts only, colours from custom properties so that dark mode and print
/// change a few lines, and the time line's outcome colours named once.
enum HTMLStyle {
    static let sheet = """
    :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #ffffff; --muted: #6e6e73; --line: #d2d2d7;
      --card: #f5f5f7; --pass: #1a7f37; --fail: #c62828; --answered: #2e7d32; --empty: #9e9e9e;
      --h404: #ef6c00; --h429: #8e24aa; --h4xx: #f9a825; --h5xx: #c62828; --network: #1565c0; --other: #5d4037; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #f5f5f7; --bg: #1c1c1e; --muted: #a1a1a6; --line: #3a3a3c; --card: #2c2c2e;
        --pass: #4cc26a; --fail: #ff6b6b; --answered: #66bb6a; --empty: #bdbdbd; --h404: #ffa726;
        --h429: #ce93d8; --h4xx: #ffee58; --h5xx: #ef5350; --network: #64b5f6; --other: #bcaaa4; }
    }
    body { font: 15px/1.45 -apple-system, system-ui, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg);
      margin: 0; }
    main { max-width: 1100px; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
    h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; border-bottom: 1px solid var(--line); padding-bottom: .2rem; }
    h3 { font-size: 1.1rem; margin: 0 0 .4rem; } h4 { margin: .8rem 0 .3rem; }
    section.trace { margin: 2rem 0; }
    article.step { background: var(--card); border-radius: 8px; padding: .8rem 1rem; margin: .8rem 0;
      border-left: 4px solid var(--pass); }
    article.step.failed { border-left-color: var(--fail); } article.step.skipped { border-left-color: var(--muted); }
    table { border-collapse: collapse; margin: .4rem 0 .8rem; font-size: .92rem; }
    caption { text-align: left; font-weight: 600; padding: .2rem 0; white-space: nowrap; }
    th, td { border: 1px solid var(--line); padding: .2rem .5rem; text-align: left; vertical-align: top; }
    thead th { background: var(--card); }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    .pass { color: var(--pass); } .fail { color: var(--fail); font-weight: 600; } .muted { color: var(--muted); }
    code, pre { font: .88rem ui-monospace, "SF Mono", Menlo, monospace; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--card); padding: .5rem; border-radius: 6px; }
    dl.capture { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; }
    dl.capture dt { color: var(--muted); } dl.capture dd { margin: 0; }
    details { margin: .3rem 0; } summary { cursor: pointer; }
    svg.timeline { width: 100%; height: auto; background: var(--bg); border: 1px solid var(--line); }
    svg.timeline .axis { fill: var(--muted); font-size: 10px; }
    .o-answered { fill: var(--answered); background: var(--answered); } .o-empty { fill: var(--empty); background: var(--empty); }
    .o-404 { fill: var(--h404); background: var(--h404); } .o-429 { fill: var(--h429); background: var(--h429); }
    .o-4xx { fill: var(--h4xx); background: var(--h4xx); } .o-5xx { fill: var(--h5xx); background: var(--h5xx); }
    .o-network { fill: var(--network); background: var(--network); } .o-other { fill: var(--other); background: var(--other); }
    rect.retry { stroke: var(--fg); stroke-width: 1.5; }
    ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem 1rem; font-size: .88rem; }
    ul.legend span.swatch { display: inline-block; width: .8rem; height: .8rem; border-radius: 2px; margin-right: .3rem;
      vertical-align: -1px; }
    td.heat-0 { color: var(--muted); } td.heat-1 { background: rgba(46,125,50,.15); } td.heat-2 { background: rgba(46,125,50,.3); }
    td.heat-3 { background: rgba(46,125,50,.45); } td.heat-4 { background: rgba(46,125,50,.6); }
    td.held { color: var(--pass); } td.broken { color: var(--fail); font-weight: 600; background: rgba(198,40,40,.12); }
    @media print {
      :root { --bg: #fff; --fg: #000; --card: #fff; }
      body { font-size: 11pt; } main { max-width: none; padding: 0; }
      article.step, section.trace { break-inside: avoid-page; }
      details::details-content { content-visibility: visible; display: block; }
      [data-filter] { display: none; }
    }
    """
}
