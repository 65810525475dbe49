/**
 * The shipped proxy configuration (deploy/Caddyfile), written from the route table so that the
 * proxy and the services never disagree about who answers what. Addresses come from
 * environment placeholders, so the one file serves compose, several machines and the tests.
 */
import { ROUTE_TABLE, type RouteRule, type Upstream } from '@kamra/platform';
import { NOT_FOR_BROWSERS } from '@kamra/read-service';

const UPSTREAMS: Readonly<Record<Upstream, string>> = { write: '{$WRITE_UPSTREAMS}', read: '{$READ_UPSTREAMS}' };

const HEADER = `# Written by \`npm run caddyfile\` from the route table (platform/src/http/route-table.ts), which
# the services' routes are tested against; a test fails when this file and the table differ.
#
# Settings (environment):
#   KAMRA_LISTEN     the site address: ":80" (the default), or a domain name, which gets HTTPS
#   WRITE_UPSTREAMS  the write-service instances, host:port separated by spaces
#   READ_UPSTREAMS   the read-service instances, likewise
#   WEB_ROOT         the built client (web/dist; default /srv)
#   CADDY_ADMIN      Caddy's admin endpoint (default localhost:2019), or "off"
{
	admin {$CADDY_ADMIN:localhost:2019}
}

# Every instance in turn by open connections. One that refuses a connection is skipped at once
# and the request tried on another (any method: nothing was sent); a GET whose instance dies
# mid-answer is tried again too, other methods are not (they may have been done). An instance
# whose /readyz is not 200 (starting, or draining on SIGTERM) gets nothing until it is.
(balanced) {
	lb_policy least_conn
	lb_try_duration 5s
	lb_try_interval 100ms
	fail_duration 3s
	health_uri /readyz
	health_interval 2s
	health_timeout 5s
}
`;

function matcher(name: string, rule: RouteRule): string {
  const lines = [`\t@${name} {`];
  if (rule.methods !== 'any') lines.push(`\t\tmethod ${rule.methods.join(' ')}`);
  lines.push(`\t\tpath ${rule.paths.join(' ')}`, '\t}');
  return lines.join('\n');
}

function proxyTo(upstream: Upstream, indent: string): string {
  return [
    `${indent}reverse_proxy ${UPSTREAMS[upstream]} {`,
    `${indent}\timport balanced`,
    `${indent}}`,
  ].join('\n');
}

export function renderCaddyfile(): string {
  const names = ROUTE_TABLE.map((rule, index) => `${rule.to}-${index + 1}`);
  const matchers = ROUTE_TABLE.map((rule, index) => `\t# ${rule.why}\n${matcher(names[index] ?? '', rule)}`);
  const handles = ROUTE_TABLE.map((rule, index) => `\t\thandle @${names[index] ?? ''} {\n${proxyTo(rule.to, '\t\t\t')}\n\t\t}`);
  return `${HEADER}
{$KAMRA_LISTEN::80} {
	encode zstd gzip
${matchers.join('\n')}
	# A file of the built client, as its pre-compressed copy when the browser takes one; not the
	# shell (a page, in the reader's language), the files built for the server, or a copy itself.
	@client-file {
		file {
			root {$WEB_ROOT:/srv}
		}
		not path ${NOT_FOR_BROWSERS.map((name) => `/${name}`).join(' ')} *.br *.gz
	}
	# In this order: route keeps it, where Caddy would sort handle blocks by path length.
	route {
${handles.join('\n')}
		handle @client-file {
			root * {$WEB_ROOT:/srv}
			# Vite names what is under /assets by a hash of its content; the rest may change.
			@hashed path /assets/*
			header @hashed Cache-Control "public, max-age=31536000, immutable"
			@unhashed not path /assets/*
			header @unhashed Cache-Control "public, max-age=3600"
			file_server {
				precompressed br gzip
			}
		}
		# Every other path is a page: its head and status (and robots.txt, the sitemaps, share
		# pictures) come from the read service.
		handle {
${proxyTo('read', '\t\t\t')}
		}
	}
}
`;
}
