// The support centre's number on the help page: the one for the region and country of the account
// chosen in the portal (kept in local storage under `account`), asked of GET /mapi/support-centre
// with the portal's session. Without a session or an account the page keeps its words only.
(function () {
  'use strict';
  var places = document.querySelectorAll('[data-support-centre]');
  var account = null;
  try {
    account = window.localStorage.getItem('account');
  } catch (e) {
    account = null;
  }
  if (!account || places.length === 0) return;
  fetch('/mapi/support-centre?account_id=' + encodeURIComponent(account), {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then(function (res) {
      return res.ok ? res.json() : null;
    })
    .then(function (body) {
      var phone = body && body.result && body.content && body.content.phone;
      if (typeof phone !== 'string') return;
      places.forEach(function (place) {
        var link = place.querySelector('[data-support-phone]');
        link.textContent = phone;
        link.setAttribute('href', 'tel:' + phone.replace(/[^+\d]/g, ''));
        link.setAttribute('dir', 'ltr');
        place.hidden = false;
      });
    })
    .catch(function () {
      // The page keeps "call your support centre" without the number.
    });
})();
