// Mounts the Scalar API reference (bundled from npm, served by this site) on openapi.json.
// The page talks to this origin only: no request proxy, no telemetry, and system fonts in
// place of Scalar's web fonts (its bundle declares them on fonts.scalar.com; fonts that no
// rule uses are never downloaded).
var SYSTEM_FONTS =
  ':root, .light-mode, .dark-mode, .scalar-app {' +
  ' --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;' +
  ' --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }';

Scalar.createApiReference('#reference-app', {
  url: '/openapi.json',
  withDefaultFonts: false,
  customCss: SYSTEM_FONTS,
  telemetry: false,
  agent: { disabled: true },
  metaData: { title: 'API reference · GradeTrack API' },
});
