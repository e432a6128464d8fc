/**
 * The page's only script: the search box. It is plain DOM code with no dependency, and it is what
 * reveals the box (the form starts `hidden`), so with scripts off the page shows every entry and no
 * box that does nothing. An entry (an operation, a type, an error, a limit, a feature, a vocabulary
 * term) is shown when its text contains every word typed; a section holding entries is hidden when
 * none of them is shown, and so is each contents link whose target is hidden. Overview blocks
 * (introductions, summary tables) step aside while a search is active.
 */
export const SEARCH_SCRIPT = `
(function () {
  'use strict';
  var form = document.getElementById('search');
  var input = document.getElementById('search-input');
  var status = document.getElementById('search-status');
  if (!form || !input || !status) return;
  var entries = Array.prototype.slice.call(document.querySelectorAll('main .entry'));
  var texts = entries.map(function (entry) { return entry.textContent.toLowerCase(); });
  // Deepest first, so a section sees its inner sections already settled.
  var containers = Array.prototype.slice.call(document.querySelectorAll('main .container')).reverse();
  var links = Array.prototype.slice.call(document.querySelectorAll('#contents a[href^="#"]'));
  function isShown(element) {
    for (var node = element; node && node !== document.body; node = node.parentElement) if (node.hidden) return false;
    return true;
  }
  function apply() {
    var words = input.value.toLowerCase().split(/\\s+/).filter(function (word) { return word !== ''; });
    var searching = words.length > 0;
    var shown = 0;
    entries.forEach(function (entry, index) {
      var match = words.every(function (word) { return texts[index].indexOf(word) !== -1; });
      entry.hidden = !match;
      if (match) shown++;
    });
    containers.forEach(function (container) {
      container.hidden = searching && container.querySelector('.entry:not([hidden])') === null;
    });
    links.forEach(function (link) {
      var target = document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
      link.parentElement.hidden = searching && target !== null && !isShown(target);
    });
    document.body.classList.toggle('searching', searching);
    status.textContent = searching ? shown + ' of ' + entries.length + ' entries match' : '';
  }
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  input.addEventListener('input', apply);
  form.hidden = false;
  apply();
})();
`;
