# Varnish in front of the site: the shared cache `npm run test:varnish` starts (and a production setup can start
# from). Pages say how long a shared cache may keep them (Cache-Control s-maxage, stale-while-revalidate) and what
# they show (the xkey header: `ihuza type:plan type:siteSettings …`); the site purges by those keys at
# POST /.purge (CDN_PURGE_URL) when content changes. Needs Debian's varnish and varnish-modules (vmod_xkey).
vcl 4.1;

import std;
import xkey;

# The site. The test script writes its own port here.
backend site {
  .host = "127.0.0.1";
  .port = "3000";
}

# Who may purge: the site's own servers (here, this machine).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # Set below, never by a client (it is written into redirects).
  unset req.http.x-tracking;
  if (req.url == "/.purge") {
    if (req.method != "POST") {
      return (synth(405, "Use POST"));
    }
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "No xkey-purge header"));
    }
    # A hard purge: the next view is fetched from the site, never an old copy served while it refetches.
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone + " object(s)"));
  }
  # A parameter name with a percent escape (`%75tm_source`) is decoded by the site, not here (VCL has no URL
  # decoding): such a request goes to the site uncached, which strips what is tracking and keeps only a page's own
  # URL (server/page-cache.ts), so the list below is followed, decoded, either way.
  if (req.url ~ "[?&][^=&]*%") {
    return (pass);
  }
  # Tracking parameters (campaign links, ad clicks) change nothing a page shows: one cached copy serves every
  # campaign. The same list as TRACKING_PARAMETERS in app/lib/cache-control.ts (a test ties the two). They are kept
  # aside, as written and in order, for a redirect's Location on the way out (vcl_deliver, as carryTracking does).
  if (req.url ~ "(?i)[?&](utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|twclid|li_fat_id)(=|&|$)") {
    set req.http.x-tracking = regsuball(regsub(req.url, "^[^?]*\??", ""), "(?i)(^|&)(?!(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|twclid|li_fat_id)(=|&|$))[^&]*", "");
    set req.http.x-tracking = regsub(req.http.x-tracking, "^&+", "");
    set req.url = regsuball(req.url, "(?i)(?<=[?&])(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|twclid|li_fat_id)(=[^&#]*)?(&|$)", "");
    set req.url = regsub(req.url, "[?&]+$", "");
  }
  # A page's own address answers its Markdown twin to a request that prefers Markdown (the site says Vary: Accept,
  # and weighs the header: prefersMarkdown in app/lib/markdown-request.server.ts). So that a page is kept twice at
  # most, not once for every way of writing the header: the plain `text/markdown` is kept as it is, any other header
  # that names Markdown goes to the site uncached (the site decides, and keeps its answer), and every other is HTML.
  if (req.http.Accept ~ "(?i)text/markdown") {
    if (req.http.Accept !~ "^\s*text/markdown\s*$") {
      return (pass);
    }
  } else {
    set req.http.Accept = "text/html";
  }
  # Only an editor's preview cookie changes what a page shows; any other cookie is dropped so pages are shared. A
  # cookie that only has the name (its signature is checked by the site) is answered from the site's page cache.
  if (req.http.Cookie ~ "(^|;\s*)__ihuza_preview=") {
    return (pass);
  }
  unset req.http.Cookie;
}

sub vcl_backend_response {
  # Varnish takes the TTL from s-maxage and the grace from stale-while-revalidate; pages that may not be stored
  # (private, no-store: previews, form answers) are passed on uncached.
  if (beresp.http.Cache-Control ~ "(private|no-store)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # Keys are for this cache only.
  unset resp.http.xkey;
  # A page's data is fresh for a browser a few seconds (max-age): counted from here, not from when this cache took
  # it, or a copy older than those seconds would reach the browser stale, and a tap would ask again for the data its
  # press had just brought (docs/decisions/020-a-tap-on-a-phone.md).
  if (req.url ~ "^[^?]*\.data(\?|$)") {
    unset resp.http.Age;
  }
  # A redirect carries the request's tracking parameters after its own query: the campaign reaches the page.
  if (req.http.x-tracking && resp.status >= 300 && resp.status < 400 && resp.http.Location) {
    if (resp.http.Location ~ "#") {
      if (resp.http.Location ~ "^[^#]*\?") {
        set resp.http.Location = regsub(resp.http.Location, "#", "&" + req.http.x-tracking + "#");
      } else {
        set resp.http.Location = regsub(resp.http.Location, "#", "?" + req.http.x-tracking + "#");
      }
    } elsif (resp.http.Location ~ "\?") {
      set resp.http.Location = resp.http.Location + "&" + req.http.x-tracking;
    } else {
      set resp.http.Location = resp.http.Location + "?" + req.http.x-tracking;
    }
  }
}

sub vcl_backend_fetch {
  unset bereq.http.x-tracking;
}
