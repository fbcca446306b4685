import array
import torch

a = array.array("i", [1, 2, 3])             # C ints, 4 bytes each
t = torch.frombuffer(a, dtype=torch.int32)
print("tensor:", t, "| shape:", tuple(t.shape))
t[0] = -1                                   # write through the tensor
print("array after t[0] = -1:", a)
a[2] = 30                                   # write through the array
print("tensor after a[2] = 30:", t)
try:
    t.resize_(5)
except RuntimeError as e:
    print("resize_: RuntimeError:", e)
