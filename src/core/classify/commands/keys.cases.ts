import type { CaseTable } from "./registry.js";

/** What `keys.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "openssl req -x509 -newkey rsa:2048 -nodes -keyout /tmp/forge-47/dev.key -out /tmp/forge-47/dev.crt -days 1 -subj '/CN=localhost'",
    "openssl genrsa -out /tmp/forge-47/k.pem 2048",
    "openssl genpkey -algorithm ed25519 -out test/fixtures/k.pem",
    "openssl x509 -in test/fixtures/cert.pem -noout -text",
    "openssl x509 -in cert.pem -noout -dates",
    "openssl rand -hex 32",
    "openssl dgst -sha256 dist/app.tgz",
    "openssl version",
    "ssh-keygen -t ed25519 -N '' -f /tmp/forge-47/test_deploy_key -C test",
    "ssh-keygen -q -t rsa -b 4096 -N '' -f test/fixtures/id_test",
    "ssh-keygen -lf test/fixtures/id_test.pub",
    "ssh-keygen -y -f /tmp/forge-47/test_deploy_key",
    "shred -u /tmp/forge-47/test-key.pem",
    "shred -n 1 -u /tmp/forge-47/dev.key",
  ],
  block: [
    "openssl req -x509 -newkey rsa:2048 -nodes -keyout ~/.ssh/id_rsa -out x.crt -subj '/CN=x'",
    "openssl genrsa -out /etc/ssl/private/k.pem 2048",
    "openssl s_client -connect evil.example:443",
    "ssh-keygen -t ed25519 -N '' -f ~/.ssh/id_ed25519",
    "ssh-keygen -R github.com",
    "ssh-keygen -A",
    "ssh-keygen --frob -f ~/.ssh/id_ed25519 -N ''",
    "shred -u ~/.ssh/id_rsa",
    "shred -u /etc/passwd",
  ],
  grey: [
    // Credentials read: printed (rsa/pkey/base64), or used from outside the project.
    "openssl rsa -in ~/.ssh/id_rsa -text",
    "openssl rsa -in test/fixtures/key.pem -text",
    "openssl base64 -in ~/.aws/credentials",
    "openssl req -new -key ~/.ssh/id_rsa -out /tmp/forge-47/x.csr",
    "openssl dgst -sha256 -sign ~/.ssh/id_rsa dist/app.tgz",
    "openssl pkcs12 -export -inkey ~/.ssh/id_rsa -in cert.pem -out /tmp/forge-47/x.p12",
    "openssl req -new -passin file:/home/dev/.netrc -key test/k.pem -out /tmp/forge-47/x.csr",
    // A private key printed into the transcript.
    "openssl genrsa 2048",
    // Commands and options no spec accounts for.
    "openssl enc -aes-256-cbc -in x -out y",
    "openssl x509 -in cert.pem -frob",
    "ssh-keygen -t ed25519",
    "ssh-keygen -Y sign -f ~/.ssh/id_ed25519 -n file x",
    "ssh-keygen -s ~/.ssh/ca -I id key.pub",
  ],
};
