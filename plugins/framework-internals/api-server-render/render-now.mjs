// Takes BrowserOnly's place in the API theme's parameter, request-body and
// response sections (see ./render-on-server.cjs): renders the section right
// away, on the server as in the browser.
export default function RenderNow({children}) {
  return children();
}
