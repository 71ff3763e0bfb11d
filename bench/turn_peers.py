"""The peers of bench/turn.py: LangChain's and LangGraph's PostgreSQL chat memories.

Run by bench/turn.py inside the virtualenv it creates for them (var/bench-peers-venv), never in
the product's: `python bench/turn_peers.py <postgres url> <json spec>`. The spec names the
history lengths, the turns to time at each, and the texts; it prints one JSON object
{"langchain": {size: [ms, ...]}, "langgraph": {size: [ms, ...]}} on standard output.

A turn is what a chatbot backend does with each library on every exchange: load the history
for the next model call, then store the human and the AI message.
"""

import json
import sys
import time
import uuid

import psycopg
from langchain_core.messages import AIMessage, HumanMessage
from langchain_postgres import PostgresChatMessageHistory
from langgraph.checkpoint.postgres import PostgresSaver
from langgraph.graph import START, MessagesState, StateGraph


def history(texts: list[str], size: int) -> list:
    return [
        (HumanMessage if n % 2 else AIMessage)(content=texts[n % len(texts)])
        for n in range(1, size + 1)
    ]


def langchain(url: str, spec: dict) -> dict:
    texts, results = spec["texts"], {}
    with psycopg.connect(url) as conn:
        PostgresChatMessageHistory.create_tables(conn, "chat_history")
        for size, (turns, pool) in spec["sizes"].items():
            histories = []
            for _ in range(pool):
                chat = PostgresChatMessageHistory(
                    "chat_history", str(uuid.uuid4()), sync_connection=conn
                )
                chat.add_messages(history(texts, int(size)))
                histories.append(chat)
            conn.execute("ANALYZE chat_history")
            conn.commit()
            timings = []
            for n in range(turns):
                chat = histories[n % pool]
                started = time.perf_counter()
                chat.messages  # noqa: B018 - the context of the next model call
                chat.add_messages(
                    [HumanMessage(content=texts[n % len(texts)]), AIMessage(content="Gern.")]
                )
                timings.append((time.perf_counter() - started) * 1000)
            results[size] = timings
    return results


def langgraph(url: str, spec: dict) -> dict:
    texts, results = spec["texts"], {}

    def bot(state: MessagesState) -> dict:
        return {"messages": [AIMessage(content="Gern.")]}

    builder = StateGraph(MessagesState)
    builder.add_node("bot", bot)
    builder.add_edge(START, "bot")
    with PostgresSaver.from_conn_string(url) as saver:
        saver.setup()
        graph = builder.compile(checkpointer=saver)
        for size, (turns, pool) in spec["sizes"].items():
            configs = []
            for _ in range(pool):
                config = {"configurable": {"thread_id": str(uuid.uuid4())}}
                graph.update_state(config, {"messages": history(texts, int(size))})
                configs.append(config)
            timings = []
            for n in range(turns):
                started = time.perf_counter()
                graph.invoke(
                    {"messages": [HumanMessage(content=texts[n % len(texts)])]}, configs[n % pool]
                )
                timings.append((time.perf_counter() - started) * 1000)
            results[size] = timings
    return results


def main() -> None:
    url, spec = sys.argv[1], json.loads(sys.argv[2])
    print(json.dumps({"langchain": langchain(url, spec), "langgraph": langgraph(url, spec)}))


if __name__ == "__main__":
    main()
