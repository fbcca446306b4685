import array
import torch

ints = array.array("i", [1, 2])                # C ints, but only bytes reach asarray
print("no dtype:        ", torch.asarray(ints))
print("dtype=int32:     ", torch.asarray(ints, dtype=torch.int32))
print("torch.tensor:    ", torch.tensor(ints))
