// A small chat page for the chat graph, as a chat UI shows it (tests/integration/test_chat_browser.py drives it).
//
// It talks to `langgraph dev` with @langchain/langgraph-sdk's Client (the URL is the `api` query
// parameter), streams each run in "values" mode and shows the thread's messages the way Agent Chat UI
// does: a human message as plain text, an AI message as markdown through remark-gfm + remark-math +
// rehype-katex. That renderer is the point: with remark-math, text between two `$` is typeset as math,
// so a reply that writes dollar amounts unescaped loses them on screen, which the test must catch.
// A pending interrupt (the chat's clarifying question) is shown as a question card whose Answer and
// Cancel buttons resume the thread with Agent Chat UI's decisions ("edit" with the answer, "reject").
//
// While a trip is planned the chat streams its progress ("day 3 of 7 planned") on the messages stream, as chunks of
// one message that is never stored: the page streams "messages-tuple" too, as Agent Chat UI's useStream does, and
// shows those chunks joined in a progress bubble until the run ends.
//
// It streams subgraphs too and, as useStream does, takes every values event for the thread's state, a nested graph's
// ("values|plan_trip:...") included: Agent Chat UI runs it so, and when the planner's state came that way (it has no
// messages) the conversation vanished while a trip was planned. Each render that shows fewer messages than the one
// before it in the same run is noted.
//
// For the driver, <body> carries data-state ("busy", "idle" or "error") and data-runs (runs finished);
// window.progressSeen holds each text the progress bubble showed during the last run, window.conversationLost each
// render of the last run that showed fewer messages than the one before it.

import { Client } from "@langchain/langgraph-sdk";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkRehype from "remark-rehype";
import rehypeKatex from "rehype-katex";
import rehypeStringify from "rehype-stringify";
import "katex/dist/katex.min.css";
import "./chat.css";

const params = new URLSearchParams(location.search);
const client = new Client({ apiUrl: params.get("api") || "http://127.0.0.1:2024" });
const assistant = params.get("assistant") || "himap_travel_chat";
const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkRehype).use(rehypeKatex).use(rehypeStringify);
const $ = (id) => document.getElementById(id);
let threadId = null;
let shown = 0; // messages the last render showed
window.progressSeen = [];
window.conversationLost = [];

/** The text of a message's content: a string, or the text blocks of a list of content blocks. */
function contentText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((b) => (typeof b === "string" ? b : b.text ?? JSON.stringify(b))).join("");
  return JSON.stringify(content); // shown as is, as a chat UI would: the test's raw-JSON check sees it
}

function renderMessages(messages) {
  if (messages.length < shown) window.conversationLost.push(`${shown} -> ${messages.length} messages`);
  shown = messages.length;
  const list = $("messages");
  list.replaceChildren(...messages.map((m) => {
    const item = document.createElement("div");
    const kind = m.type === "human" || m.type === "ai" ? m.type : "other";
    item.className = `message ${kind}`;
    if (kind === "ai") item.innerHTML = String(markdown.processSync(contentText(m.content)));
    else item.textContent = contentText(m.content);
    return item;
  }));
  scrollToEnd();
}

/** The newest message (or the question card) in view, as a chat keeps it. */
function scrollToEnd() {
  window.scrollTo(0, document.documentElement.scrollHeight);
}

/** The question card for the thread's pending interrupt, or none. */
function renderQuestion(interrupt) {
  $("card").hidden = !interrupt;
  if (!interrupt) return;
  const value = interrupt.value ?? {};
  $("question").textContent = value.question ?? value.action_requests?.[0]?.description ?? "";
  $("answer").value = "";
  scrollToEnd();
}

function pendingInterrupt(state) {
  const fromTasks = (state.tasks ?? []).flatMap((task) => task.interrupts ?? []);
  return fromTasks[0] ?? state.interrupts?.[0] ?? null;
}

/** One more chunk of the progress message: joined to what it showed, as a streamed message is. */
function showProgress(message) {
  const bubble = $("progress");
  bubble.textContent += contentText(message.content);
  bubble.hidden = false;
  window.progressSeen.push(bubble.textContent);
  scrollToEnd();
}

function setState(name) {
  document.body.dataset.state = name;
  for (const button of document.querySelectorAll("button")) button.disabled = name === "busy";
}

/** One run on the thread (a message, or a resume), streamed; then the thread's pending question. */
async function run(payload) {
  setState("busy");
  $("error").textContent = "";
  window.progressSeen = [];
  window.conversationLost = [];
  $("progress").textContent = "";
  const streamed = { ...payload, streamMode: ["values", "messages-tuple"], streamSubgraphs: true };
  try {
    threadId ??= (await client.threads.create()).thread_id;
    for await (const chunk of client.runs.stream(threadId, assistant, streamed)) {
      const [event] = chunk.event.split("|"); // "values|plan_trip:<id>": a nested graph's, taken as useStream takes it
      if (event === "values") renderMessages(chunk.data?.messages ?? []);
      if (event === "messages" && String(chunk.data?.[0]?.id ?? "").startsWith("progress-")) showProgress(chunk.data[0]);
      if (chunk.event === "error") throw new Error(JSON.stringify(chunk.data));
    }
    const state = await client.threads.getState(threadId);
    renderMessages(state.values?.messages ?? []);
    renderQuestion(pendingInterrupt(state));
    $("progress").hidden = true;
    setState("idle");
  } catch (error) {
    $("error").textContent = `Error: ${error.message ?? error}`;
    setState("error");
  }
  document.body.dataset.runs = String(Number(document.body.dataset.runs) + 1);
}

function send(event) {
  event.preventDefault();
  const text = $("input").value.trim();
  if (!text) return;
  $("input").value = "";
  run({ input: { messages: [{ role: "user", content: text }] } });
}

function answer() {
  const text = $("answer").value.trim(); // sent even when empty, as Agent Chat UI's Submit does: the question comes again
  run({ command: { resume: { decisions: [{ type: "edit", edited_action: { name: "answer", args: { answer: text } } }] } } });
}

function cancel() {
  run({ command: { resume: { decisions: [{ type: "reject" }] } } });
}

$("composer").addEventListener("submit", send);
$("answer-button").addEventListener("click", answer);
$("cancel-button").addEventListener("click", cancel);
document.body.dataset.runs = "0";
setState("idle");
