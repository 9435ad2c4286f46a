// Renders a public screen to HTML at build time (scripts/prerender.ts runs this bundle in Node): the
// same routes, components and design system as the browser, which hydrates the markup (app/start.tsx).
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { preloadLandingPage } from "../app/LandingRoute";
import { Providers } from "../app/Providers";
import { routes } from "../app/router";
import { createAppSystem } from "../app/theme";

export async function renderPage(path: string): Promise<string> {
  // Loaded before rendering, as the browser does before hydrating: the same tree on both sides.
  await preloadLandingPage();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers system={createAppSystem()}>
        {/* No hydration-data script: the CSP allows no inline script, and these routes load no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}
