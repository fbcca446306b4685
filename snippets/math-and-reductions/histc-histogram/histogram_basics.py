import torch

x = torch.tensor([0.0, 1.0, 1.0, 2.0, 3.0, 3.0, 3.0])
result = torch.histogram(x, bins=3)
print(type(result).__name__, "| hist:", result.hist, "| bin_edges:", result.bin_edges)

# uneven bins given as edges (including the rightmost edge)
hist, edges = torch.histogram(x, bins=torch.tensor([0.0, 1.0, 2.0, 4.0]))
print("custom edges:", edges, "->", hist)

# density=True: divide by total count and bin width, so the area is 1
hist, edges = torch.histogram(x, bins=3, density=True)
print("density:", hist, "| area:", (hist * edges.diff()).sum())

# weights
w = torch.tensor([1.0, 0.5, 0.5, 1.0, 2.0, 0.0, 0.0])
print("weighted:", torch.histogram(x, bins=3, weight=w).hist)
