// Drives the chat page in headless Chromium for tests/integration/test_chat_browser.py, which owns the scenario and the checks.
//
//   node drive.mjs SCENARIO.json   (SCENARIO: {url, chromium, shots, timeout_ms, steps: [{name, action, text}]})
//
// For each step ("say" a message, "answer" the question card, "cancel" it) it waits for the page's run
// (with a step's "progress" text, a screenshot NAME-progress.png is also taken once the progress bubble shows it)
// to finish, takes a screenshot (SHOTS/NAME.png) and reads what the page shows. It prints one JSON
// object: {"snapshots": [...], "error": null or why it stopped}. Checks are not made here: a step
// that renders wrongly is still reported, so the test can list every failure at once.

import { readFileSync } from "node:fs";
import puppeteer from "puppeteer-core";

const ACTIONS = {
  async say(page, step) {
    await page.type("#input", step.text);
    await page.click("#send");
  },
  async answer(page, step) {
    await page.type("#answer", step.text);
    await page.click("#answer-button");
  },
  async cancel(page) {
    await page.click("#cancel-button");
  },
};

/** What the page shows: the messages' rendered text by kind, the question card, the error line, the
 * conversation's text (messages and card), and the source of what the last reply typesets as math (KaTeX's annotation). */
function readPage() {
  const texts = (selector) => [...document.querySelectorAll(selector)].map((node) => node.innerText);
  const lastReply = [...document.querySelectorAll("#messages .message.ai")].at(-1);
  return {
    state: document.body.dataset.state,
    error: document.getElementById("error").innerText,
    human: texts("#messages .message.human"),
    ai: texts("#messages .message.ai"),
    other: texts("#messages .message.other"),
    math: [...(lastReply?.querySelectorAll(".katex annotation") ?? [])].map((node) => node.textContent),
    card: !document.getElementById("card").hidden,
    question: document.getElementById("question").innerText,
    text: `${document.getElementById("messages").innerText}\n${document.getElementById("card").innerText}`,
    progress: window.progressSeen ?? [],
    lost: window.conversationLost ?? [],
  };
}

async function runStep(page, step, scenario) {
  const before = await page.$eval("body", (body) => Number(body.dataset.runs));
  await ACTIONS[step.action](page, step);
  if (step.progress) { // a long plan: a screenshot while its progress shows (the bubble is gone when the run ends)
    await page.waitForFunction((text) => document.getElementById("progress").innerText.includes(text),
      { timeout: scenario.timeout_ms, polling: "mutation" }, step.progress).catch(() => null);
    await page.screenshot({ path: `${scenario.shots}/${step.name}-progress.png` });
  }
  await page.waitForFunction((n) => Number(document.body.dataset.runs) > n, { timeout: scenario.timeout_ms }, before);
  await page.evaluate(() => document.activeElement?.blur()); // no blinking caret in the screenshot
  await page.evaluate(() => document.fonts.ready); // KaTeX's fonts, when a reply shows math
  await page.screenshot({ path: `${scenario.shots}/${step.name}.png` });
  return { name: step.name, ...(await page.evaluate(readPage)) };
}

async function main() {
  const scenario = JSON.parse(readFileSync(process.argv[2], "utf8"));
  const browser = await puppeteer.launch({
    executablePath: scenario.chromium,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"], // root in CI containers; no GPU
  });
  const snapshots = [];
  let error = null;
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1000, height: 900 });
    page.on("pageerror", (e) => { error ??= `page error: ${e.message}`; });
    await page.goto(scenario.url, { waitUntil: "load" });
    await page.waitForFunction(() => document.body.dataset.state === "idle", { timeout: 30000 });
    for (const step of scenario.steps) {
      snapshots.push(await runStep(page, step, scenario));
      if (snapshots.at(-1).state === "error") break; // the page could not reach the server: later steps say nothing more
    }
  } catch (e) {
    error ??= String(e.stack ?? e);
  } finally {
    await browser.close();
  }
  process.stdout.write(JSON.stringify({ snapshots, error }));
}

main();
