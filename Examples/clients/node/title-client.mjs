#!/usr/bin/env node
// A client of `title-preview serve` in Node (18 or later: the built-in fetch), no packages.
//
// As a module:
//
//   import { TitleClient } from "./title-client.mjs";
//   const client = new TitleClient("http://127.0.0.1:8080");
//   const record = await client.compose({ category: 1, title: "템플스테이 체험하기", width: 343 });
//   console.log(record.lines.map((line) => line.text));
//   const png = await client.render({ category: 1, title: "템플스테이", width: 343 }, { scale: 3 });
//
// As a command (what the tests run):
//
//   title-client.mjs URL compose < requests.jsonl   # one record per line, as --jsonl writes them
//   title-client.mjs URL one '{"category": 1, "title": "x", "width": 100}'
//   title-client.mjs URL render '{"category": 1, ...}' out.png [scale=3 ...]
//   title-client.mjs URL info
//
// fetch asks for gzip and decompresses by itself. Each request carries an X-Request-Id (made
// here, or yours), which an error names. An error answer throws TitleServiceError with the
// status, the stable code and the message of its JSON body (docs/openapi.json lists them).
// The body is sent with its Content-Type: a string body alone would go as text/plain, which
// the service refuses (415).

import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** An error answer: its status, its code (e.g. "invalidWidth"), its message, the request id. */
export class TitleServiceError extends Error {
  constructor(status, code, message, requestId) {
    super(`${status} ${code}: ${message} (request ${requestId})`);
    Object.assign(this, { status, code, requestId });
    this.detail = message;
  }
}

/** Calls one server. */
export class TitleClient {
  constructor(baseURL, { timeoutMs = 30_000 } = {}) {
    this.baseURL = baseURL.replace(/\/+$/, "");
    this.timeoutMs = timeoutMs;
  }

  /** One request object: its result record. An array: result and error records, in order. */
  async compose(request, { requestId } = {}) {
    const answer = await this.#post("/v1/compose", JSON.stringify(request), "application/json", requestId);
    return JSON.parse(await answer.text());
  }

  /** Request lines (strings, one JSON object each): the answer's lines, byte for byte what
   * `title-preview --jsonl` writes for them. */
  async composeLines(lines, { requestId } = {}) {
    const body = lines.map((line) => line.replace(/\n$/, "") + "\n").join("");
    const answer = await this.#post("/v1/compose", body, "application/x-ndjson", requestId);
    return await answer.text();
  }

  /** The cell's PNG or SVG bytes; options: format, scale, padding, background, titleColor,
   * svgText. */
  async render(request, options = {}, { requestId } = {}) {
    const query = new URLSearchParams({ format: "png", ...options });
    const answer = await this.#post(`/v1/render?${query}`, JSON.stringify(request), "application/json", requestId);
    return new Uint8Array(await answer.arrayBuffer());
  }

  /** The server's version and limits. */
  async info() {
    return JSON.parse(await (await this.#send("/v1/info", {})).text());
  }

  #post(path, body, contentType, requestId) {
    return this.#send(path, { method: "POST", body, headers: { "Content-Type": contentType } }, requestId);
  }

  async #send(path, init, requestId = randomUUID().replaceAll("-", "")) {
    const headers = { ...(init.headers ?? {}), "X-Request-Id": requestId };
    const response = await fetch(this.baseURL + path, {
      ...init,
      headers,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      const text = await response.text();
      let code = "http";
      let message = text.slice(0, 200);
      try {
        ({ code, error: message } = JSON.parse(text));
      } catch {}
      throw new TitleServiceError(response.status, code, message, response.headers.get("X-Request-Id") ?? requestId);
    }
    return response;
  }
}

async function main([url, command, ...rest]) {
  if (!url || !command) {
    console.error("usage: title-client.mjs URL compose|one|render|info ...");
    return 64;
  }
  const client = new TitleClient(url);
  try {
    if (command === "compose") {
      const lines = readFileSync(0, "utf8").split("\n").filter((line) => line.trim() !== "");
      process.stdout.write(await client.composeLines(lines));
    } else if (command === "one") {
      console.log(JSON.stringify(await client.compose(JSON.parse(rest[0]))));
    } else if (command === "render") {
      const options = Object.fromEntries(rest.slice(2).map((option) => option.split(/=(.*)/s, 2)));
      writeFileSync(rest[1], await client.render(JSON.parse(rest[0]), options));
    } else if (command === "info") {
      console.log(JSON.stringify(await client.info()));
    } else {
      console.error(`unknown command ${command}`);
      return 64;
    }
  } catch (error) {
    if (!(error instanceof TitleServiceError)) throw error;
    console.error(`${error.status} ${error.code}: ${error.detail}`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
