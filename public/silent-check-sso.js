// keycloak-js silent check-sso: hand the identity provider's answer (in this page's address) to the app that framed it.
// An external file because the portal's CSP forbids inline script.
parent.postMessage(location.href, location.origin);
