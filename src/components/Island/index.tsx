import React, {Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useServerMarkup} from '@site/src/components/ServerMarkup';
import {elementAtPath, elementPath, type ElementPath} from '@site/src/lib/island/domPath';
import {routerTarget} from '@site/src/lib/island/linkClick';
import {whenNearScreen} from '@site/src/lib/island/nearScreen';

/** What a reader does that wakes an island: points at it, touches it, or moves the focus or types in it. */
const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

interface Props {
  /** Loads all the code the children need to render at once. */
  load: () => Promise<unknown>;
  /** Shown in a page rendered in the browser until that code is in. */
  fallback: ReactNode;
  /** Rendered while the island sleeps, for what its children would render outside it (head tags, say). */
  whileAsleep?: ReactNode;
  /** Elements in the island that wake it when they come near the screen (see whenNearScreen). */
  wakeNear?: string;
  children: ReactNode;
}

/**
 * A part of a server-built page that comes alive only when a reader reaches
 * for it, so that a page can show all of it at once but load the part's code
 * only when needed.
 *
 * While the page hydrates, the part keeps the markup the server built, as
 * ServerMarkup does: none of its code needs to be loaded. It wakes when the
 * reader points at it, touches it, or tabs or types into it, or when an
 * element matching `wakeNear` comes near the screen. Then `load()` fetches the
 * code, and the server's markup is swapped for the live part in one step
 * (the live part renders the same markup), once no press or text selection
 * is under way in it. Until then, and across the swap:
 * - the focus stays on the element the reader tabbed to;
 * - a click on a link to another page of the site opens it through the router;
 *   other links work as links do;
 * - any other click is kept and given to the live part once it is there (and
 *   not to the sleeping markup: a <summary> would open, then close again).
 *
 * In a page rendered in the browser (after a client-side navigation), there
 * is no server markup: the children render at once, with `fallback` until
 * their code is in.
 */
export default function Island({load, fallback, whileAsleep, wakeNear, children}: Props): React.JSX.Element {
  const {id, built} = useServerMarkup(true);
  const [awake, setAwake] = useState(built === undefined);
  const isBrowser = useIsBrowser();
  // Woken in the browser, or rendered there from the start.
  const [withBoundary] = useState(built !== undefined || isBrowser);
  const asleep = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const kept = useRef<{focus?: ElementPath; click?: ElementPath}>({});
  const history = useHistory();

  useEffect(() => {
    const root = asleep.current;
    if (awake || !root) return undefined;
    let waking = false;
    // Swapped, or unmounted: either way, this markup is done.
    let done = false;
    let pressed = false;
    let loaded = false;
    // Not in the middle of a press or a selection: swapping the markup then
    // would end a long press that selects text, or drop the selection.
    const settled = (): boolean => {
      const selection = document.getSelection();
      const selecting = !!selection && !selection.isCollapsed && !!selection.anchorNode && root.contains(selection.anchorNode);
      return !pressed && !selecting;
    };
    const swap = (): void => {
      if (done || !loaded || !settled()) return;
      done = true;
      startTransition(() => setAwake(true));
    };
    const onPress = (event: Event): void => {
      if (event.type === 'pointerdown') pressed = true;
      else if (event.type !== 'selectionchange') pressed = false;
      swap();
    };
    const wake = (): void => {
      if (waking) return;
      waking = true;
      load().then(
        () => {
          loaded = true;
          swap();
        },
        () => {
          // Offline, say: stay asleep, drop the click that would come late,
          // and try again on the next reach.
          waking = false;
          kept.current.click = undefined;
        },
      );
    };
    const onFocus = (event: FocusEvent): void => {
      kept.current.focus = event.target instanceof Element ? elementPath(root, event.target) : undefined;
    };
    const onBlur = (event: FocusEvent): void => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      // The focus left the island, or its element is being swapped out (which
      // blurs it too): only the first clears the path.
      setTimeout(() => {
        if (root.isConnected) kept.current.focus = undefined;
      }, 0);
    };
    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const link = target.closest('a[href]');
      if (link instanceof HTMLAnchorElement) {
        const to = routerTarget({href: link.href, target: link.target, download: link.hasAttribute('download')}, event, window.location);
        if (to !== undefined) {
          event.preventDefault();
          history.push(to);
        }
        return;
      }
      event.preventDefault();
      kept.current.click = elementPath(root, target);
      wake();
    };
    wakeEvents.forEach((name) => root.addEventListener(name, wake, {passive: true}));
    // Capturing on the island sees presses start; the document sees them end anywhere.
    root.addEventListener('pointerdown', onPress, {capture: true});
    const pressEnds = ['pointerup', 'pointercancel', 'selectionchange'] as const;
    pressEnds.forEach((name) => document.addEventListener(name, onPress));
    root.addEventListener('focusin', onFocus);
    root.addEventListener('focusout', onBlur);
    root.addEventListener('click', onClick);
    const stopWatching = whenNearScreen(wakeNear ? Array.from(root.querySelectorAll(wakeNear)) : [], wake);
    return () => {
      done = true;
      wakeEvents.forEach((name) => root.removeEventListener(name, wake));
      root.removeEventListener('pointerdown', onPress, {capture: true});
      pressEnds.forEach((name) => document.removeEventListener(name, onPress));
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('focusout', onBlur);
      root.removeEventListener('click', onClick);
      stopWatching();
    };
  }, [awake, load, wakeNear, history]);

  // The swap removed the element the reader had focused: focus its live twin.
  useLayoutEffect(() => {
    const root = live.current;
    const path = kept.current.focus;
    kept.current.focus = undefined;
    if (!awake || !root || !path) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const twin = elementAtPath(root, path);
    if (twin instanceof HTMLElement) twin.focus({preventScroll: true});
  }, [awake]);

  // A click that came while asleep goes to the live twin of what was clicked.
  useEffect(() => {
    const root = live.current;
    const path = kept.current.click;
    kept.current.click = undefined;
    if (!awake || !root || !path) return;
    const twin = elementAtPath(root, path);
    if (twin instanceof HTMLElement) twin.click();
  }, [awake]);

  const wrapper = {'data-server-markup': id, style: {display: 'contents'}} as const;
  if (!awake) {
    return (
      <>
        {whileAsleep}
        <div key="asleep" ref={asleep} {...wrapper} dangerouslySetInnerHTML={built} />
      </>
    );
  }
  const content = (
    <div key="live" ref={live} {...wrapper}>
      {children}
    </div>
  );
  // No Suspense boundary on the server (nor while hydrating a part the server
  // rendered): React sends a boundary that waited for code after the rest of
  // the page, to be put in place by a script, so readers without JavaScript
  // and search engines would not get it where it belongs.
  return withBoundary ? <Suspense fallback={fallback}>{content}</Suspense> : content;
}
