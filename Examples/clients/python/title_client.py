#!/usr/bin/env python3
"""A client of `title-preview serve` in Python, standard library only (urllib, gzip, json).

As a module:

    from title_client import TitleClient, TitleServiceError
    client = TitleClient("http://127.0.0.1:8080")
    record = client.compose({"category": 1, "title": "템플스테이 체험하기", "width": 343})
    print([line["text"] for line in record["lines"]])
    png = client.render({"category": 1, "title": "템플스테이", "width": 343}, scale=3)

As a command (what the tests run):

    title_client.py URL compose < requests.jsonl   # one record per line, as --jsonl writes them
    title_client.py URL one '{"category": 1, "title": "x", "width": 100}'
    title_client.py URL render '{"category": 1, ...}' out.png [scale=3 ...]
    title_client.py URL info

Every answer is asked gzipped and read decompressed; each request carries an X-Request-Id (made
here, or yours), which an error names. An error answer raises TitleServiceError with the
status, the stable code and the message of its JSON body (docs/openapi.json lists them).
"""

import gzip
import json
import sys
import urllib.error
import urllib.parse
import urllib.request
import uuid


class TitleServiceError(Exception):
    """An error answer: its status, its code (e.g. "invalidWidth"), its message, the request id."""

    def __init__(self, status, code, message, request_id):
        super().__init__(f"{status} {code}: {message} (request {request_id})")
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id


class TitleClient:
    """Calls one server. Thread-safe: every call opens its own connection."""

    def __init__(self, base_url, timeout=30.0):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout

    def compose(self, request, request_id=None):
        """One request object: its result record. A list of them: a list of result and error
        records, in order (a bad request does not fail the others)."""
        body = json.dumps(request, ensure_ascii=False).encode("utf-8")
        answer, _ = self._post("/v1/compose", body, "application/json", request_id)
        return json.loads(answer)

    def compose_lines(self, lines, request_id=None):
        """Request lines (bytes, one JSON object each): the answer's lines, byte for byte what
        `title-preview --jsonl` writes for them."""
        body = b"".join(line.rstrip(b"\n") + b"\n" for line in lines)
        answer, _ = self._post("/v1/compose", body, "application/x-ndjson", request_id)
        return answer.splitlines(keepends=True)

    def render(self, request, format="png", request_id=None, **options):
        """The cell's PNG or SVG bytes; options: scale, padding ("12" or "12,16,12,16"),
        background and titleColor ("#RRGGBB"), svgText ("outlines" or "text")."""
        query = urllib.parse.urlencode({"format": format, **options})
        body = json.dumps(request, ensure_ascii=False).encode("utf-8")
        answer, _ = self._post("/v1/render?" + query, body, "application/json", request_id)
        return answer

    def info(self):
        """The server's version and limits."""
        answer, _ = self._send(urllib.request.Request(self.base_url + "/v1/info"), None)
        return json.loads(answer)

    def _post(self, path, body, content_type, request_id):
        request = urllib.request.Request(
            self.base_url + path, data=body, method="POST",
            headers={"Content-Type": content_type})
        return self._send(request, request_id)

    def _send(self, request, request_id):
        request_id = request_id or uuid.uuid4().hex
        request.add_header("X-Request-Id", request_id)
        request.add_header("Accept-Encoding", "gzip")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return _body(response), response.headers
        except urllib.error.HTTPError as error:
            raw = _body(error)
            try:
                problem = json.loads(raw)
                code, message = problem["code"], problem["error"]
            except (ValueError, KeyError, TypeError):
                code, message = "http", raw.decode("utf-8", "replace")[:200]
            raise TitleServiceError(
                error.code, code, message, error.headers.get("X-Request-Id", request_id)
            ) from None


def _body(response):
    data = response.read()
    if response.headers.get("Content-Encoding") == "gzip":
        data = gzip.decompress(data)
    return data


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.split("As a command")[1].split("Every answer")[0], file=sys.stderr)
        return 64
    client = TitleClient(arguments[0])
    command = arguments[1]
    try:
        if command == "compose":
            lines = [line for line in sys.stdin.buffer if line.strip()]
            sys.stdout.buffer.writelines(client.compose_lines(lines))
        elif command == "one":
            record = client.compose(json.loads(arguments[2]))
            print(json.dumps(record, ensure_ascii=False))
        elif command == "render":
            options = dict(option.split("=", 1) for option in arguments[4:])
            image = client.render(json.loads(arguments[2]), **options)
            with open(arguments[3], "wb") as file:
                file.write(image)
        elif command == "info":
            print(json.dumps(client.info(), ensure_ascii=False))
        else:
            print(f"unknown command {command}", file=sys.stderr)
            return 64
    except TitleServiceError as error:
        print(f"{error.status} {error.code}: {error.message}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
