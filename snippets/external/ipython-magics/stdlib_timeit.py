import timeit
import torch

a = torch.ones(1000)
timer = timeit.Timer("a.sum()", globals={"a": a})

total = timer.timeit(number=200)                 # seconds for 200 calls (not printed: it varies)
print("timeit ran 200 loops; got a float:", isinstance(total, float))
runs = timer.repeat(repeat=5, number=100)        # 5 measurements of 100 loops each
print("repeat gave", len(runs), "measurements; report min(runs) / 100 as the time per loop")
loops, seconds = timer.autorange()               # the standard library's loop-count search
print("autorange: loop count (1, 2, 5, 10, 20, ...) grown until one measurement takes >= 0.2 s:", seconds >= 0.2)
