// Print page of the exports (GET .../export?format=print): opens the browser's print dialog once
// the table is laid out, and shows a Print button for printing again. Kept out of the page itself
// because the Content-Security-Policy allows same-origin script files only.
(function () {
  function printNow() {
    window.print();
  }
  function ready() {
    var button = document.getElementById('print-now');
    if (button) {
      button.hidden = false;
      button.addEventListener('click', printNow);
    }
    window.setTimeout(printNow, 300);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
