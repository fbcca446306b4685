import torch

calls = 0
def double(v):
    global calls
    calls += 1
    return v * 2

x = torch.rand(1000)
y = x.clone().apply_(double)
print("Python calls for 1000 elements:", calls)
print("same result as x * 2:", torch.equal(y, x * 2))
