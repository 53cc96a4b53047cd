// Before the first paint: the theme the user chose on this browser (apps/dashboard/src/lib/theme.tsx keeps it in
// localStorage 'siirto.theme': light, dark or system), so a dark page never flashes light while the app loads.
(function () {
  var choice = 'system';
  try {
    choice = localStorage.getItem('siirto.theme') || 'system';
  } catch (error) {
    // no storage: follow the system
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var theme = dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
