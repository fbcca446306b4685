import torch
import torch.utils.benchmark as benchmark

a = torch.ones(1000)
t = benchmark.Timer(stmt="a.sum()", globals={"a": a}, num_threads=1, label="sum", description="ones(1000)")
m = t.timeit(100)                                # synchronizes the accelerator if there is one; fixed thread count
print("result type:", type(m).__name__, " stmt:", m.task_spec.stmt, " runs per measurement:", m.number_per_run)
print("median is a positive float:", m.median > 0)

for name in ("repeat", "autorange"):             # not the standard library's: these two are not implemented
    try:
        getattr(t, name)()
    except NotImplementedError as e:
        print(f"Timer.{name}() -> NotImplementedError:", e)
b = t.blocked_autorange(min_run_time=0.05)       # the replacement for autorange
print("blocked_autorange ->", type(b).__name__, " at least one measurement:", len(b.times) >= 1)
