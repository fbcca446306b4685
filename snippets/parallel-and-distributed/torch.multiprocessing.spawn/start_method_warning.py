import warnings

import torch.multiprocessing as mp


def work(i):
    pass


if __name__ == "__main__":
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        mp.spawn(work, nprocs=0, start_method="fork")   # nprocs=0: only the argument check runs
    print(w[0].category.__name__, str(w[0].message).splitlines()[0])
