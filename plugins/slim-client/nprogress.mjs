// Stands in for the nprogress package (about 1.6 KB gzipped in every page's
// script), of which the classic theme uses three calls to show a thin bar at
// the top of the window while a client-side navigation waits for its page.
// It draws the same elements (#nprogress > .bar > .peg), so the theme's
// stylesheet for them still applies.
const transition = 'transform 200ms ease, opacity 200ms linear';
let root = null;
let bar = null;
let progress = 0;
let creep = 0;

function show(value) {
  progress = Math.min(value, 1);
  bar.style.transform = `translate3d(${(progress - 1) * 100}%, 0, 0)`;
}

function mount() {
  root = document.createElement('div');
  root.id = 'nprogress';
  bar = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'presentation');
  bar.style.transition = transition;
  const peg = document.createElement('div');
  peg.className = 'peg';
  bar.append(peg);
  root.append(bar);
  show(0.08);
  document.body.append(root);
}

export default {
  configure() {
    return this;
  },
  /** Shows the bar and lets it creep toward the end until done() is called. */
  start() {
    if (!root) mount();
    window.clearInterval(creep);
    creep = window.setInterval(() => show(progress + (0.99 - progress) * 0.08), 400);
    return this;
  },
  /** Fills the bar, fades it out and removes it. */
  done() {
    window.clearInterval(creep);
    if (!root) return this;
    const leaving = root;
    root = null;
    show(1);
    window.setTimeout(() => {
      leaving.style.transition = transition;
      leaving.style.opacity = '0';
      window.setTimeout(() => leaving.remove(), 200);
    }, 200);
    return this;
  },
};
