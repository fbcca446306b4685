import math
import warnings
import torch

warnings.simplefilter("ignore")   # the deprecation warning is shown in the first example
for start, end, step in [(1, 4, 1), (0, 1, 0.25), (0, 1, 0.3), (3, 1, -1), (0, 0, 1)]:
    r = torch.range(start, end, step)
    by_hand = math.floor((end - start) / step) + 1
    print(f"range({start}, {end}, {step}) -> {[round(v, 4) for v in r.tolist()]}  size {r.numel()} | floor((end-start)/step)+1 = {by_hand}"
          f" | arange size {torch.arange(start, end, step).numel()}")
