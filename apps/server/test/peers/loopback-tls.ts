/**
 * A self-signed certificate for 127.0.0.1 (and its key), valid until 2126, for the loopback TLS
 * peers of the proxy detection tests (an HTTPS proxy, an https:// IP echo). Test use only: it
 * protects nothing, and a client trusts it only when a test hands it over as `ca`.
 *
 * Made with: openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 *   -subj "/CN=127.0.0.1 test only" -addext "subjectAltName=IP:127.0.0.1" -addext "basicConstraints=critical,CA:TRUE"
 */
export const LOOPBACK_TLS = {
  key: [
    '-----BEGIN PRIVATE KEY-----',
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgxzZe4iYMOgBmELk0',
    'UIYRoMYjKSmWmte3w+ikAewWMYmhRANCAATiPISxH0gfggBZ3GAbbdIRVTjDnJa8',
    'VbmMF3mY+DZeXjylIid+4hzVyC2vzBWoZeVpsDcMH0LhhI3zZYqHD8/1',
    '-----END PRIVATE KEY-----',
    '',
  ].join('\n'),
  cert: [
    '-----BEGIN CERTIFICATE-----',
    'MIIBpDCCAUqgAwIBAgIUbllsoNjdU7LQf8kh/TdxKEtn1iUwCgYIKoZIzj0EAwIw',
    'HjEcMBoGA1UEAwwTMTI3LjAuMC4xIHRlc3Qgb25seTAgFw0yNjExMjcwMjUxNTBa',
    'GA8yMTI2MTEwMzAyNTE1MFowHjEcMBoGA1UEAwwTMTI3LjAuMC4xIHRlc3Qgb25s',
    'eTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABOI8hLEfSB+CAFncYBtt0hFVOMOc',
    'lrxVuYwXeZj4Nl5ePKUiJ37iHNXILa/MFahl5WmwNwwfQuGEjfNliocPz/WjZDBi',
    'MB0GA1UdDgQWBBQ3pF8/tEC/ci4ijY/ZwExLzKOYhDAfBgNVHSMEGDAWgBQ3pF8/',
    'tEC/ci4ijY/ZwExLzKOYhDAPBgNVHREECDAGhwR/AAABMA8GA1UdEwEB/wQFMAMB',
    'Af8wCgYIKoZIzj0EAwIDSAAwRQIhAOwZu+U7cdl+kjXdDf5eGj1JJaeWG1N/+p3E',
    '2bzyWWQsAiAIFpen0gRFPRTUfaJ5pmlWEFxkvVhdsuuzH4dZyLqv8w==',
    '-----END CERTIFICATE-----',
    '',
  ].join('\n'),
};
