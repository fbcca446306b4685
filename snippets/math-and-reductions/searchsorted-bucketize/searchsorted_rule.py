import bisect
import torch

seq = [1.0, 3.0, 3.0, 5.0, 9.0]
vals = [0.0, 1.0, 3.0, 4.0, 9.0, 10.0, float("-inf"), float("inf")]
s = torch.tensor(seq)
v = torch.tensor(vals)

left = torch.searchsorted(s, v)
right = torch.searchsorted(s, v, right=True)
print("values:      ", vals)
print("left (default):", left.tolist(), left.dtype)
print("right=True:    ", right.tolist())
# left: seq[i-1] < v <= seq[i] (first position); right: seq[i-1] <= v < seq[i] (last position)
print("== bisect_left: ", left.tolist() == [bisect.bisect_left(seq, x) for x in vals])
print("== bisect_right:", right.tolist() == [bisect.bisect_right(seq, x) for x in vals])
