import torch
import torch.utils.benchmark as benchmark

a = torch.ones(1000)
t = benchmark.Timer(stmt="a.sum()", globals={"a": a}, num_threads=1, label="sum", description="ones(1000)")
m = t.timeit(100)                                # synchronizes CUDA if needed; fixed thread count
print("result type:", type(m).__name__, " stmt:", m.task_spec.stmt, " runs per measurement:", m.number_per_run)
print("median is a positive float:", m.median > 0)
