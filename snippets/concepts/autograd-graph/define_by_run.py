import torch


def f(x):
    h = x
    while h.norm() < 10:  # how many steps depends on the data
        h = h * 2
    return h.sum()


for start in ([1.0, 1.0], [4.0, 4.0]):
    x = torch.tensor(start, requires_grad=True)
    y = f(x)
    y.backward()
    steps, fn = 0, y.grad_fn.next_functions[0][0]
    while type(fn).__name__ == "MulBackward0":
        steps += 1
        fn = fn.next_functions[0][0]
    print(f"x={start}: graph has {steps} MulBackward0 nodes, dy/dx = {x.grad.tolist()}")
