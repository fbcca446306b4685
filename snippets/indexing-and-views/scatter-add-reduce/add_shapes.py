import torch

x = torch.zeros(3)
# index may be shorter than src: the extra src elements are ignored
print("index (2,), src (3,):", x.scatter_add(0, torch.tensor([0, 0]), torch.tensor([1.0, 2.0, 3.0])).tolist())
# an empty index returns self unchanged, without further checks
print("empty index:", x.scatter_add(0, torch.zeros(0, 5, dtype=torch.long), torch.tensor([1.0])).tolist())
print("int32 index:", x.scatter_add(0, torch.tensor([1], dtype=torch.int32), torch.tensor([4.0])).tolist())
for bad in (torch.tensor([-1]), torch.tensor([3])):
    try:
        x.scatter_add(0, bad, torch.tensor([1.0]))
    except RuntimeError as e:
        print(f"index {bad.item()}: RuntimeError:", e)
